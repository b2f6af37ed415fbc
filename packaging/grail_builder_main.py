"""The standalone build's entry script (packaging/grail-builder.spec): the console script
``grail-builder`` (builder.cli.main:main), frozen. With no command it opens the window."""
import sys

if __name__ == "__main__":
    if sys.platform != "linux":  # the process pool of `check -j`/`audit -j` spawns the program itself
        import multiprocessing
        multiprocessing.freeze_support()
    from builder.cli.main import main
    sys.exit(main())

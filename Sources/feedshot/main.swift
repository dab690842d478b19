import FeedshotCommands

FeedshotCommand.main()

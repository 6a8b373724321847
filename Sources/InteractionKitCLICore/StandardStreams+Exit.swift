package import ArgumentParser

extension StandardStreams {
  /// Exits for `error`, thrown while `command` parsed or ran: a usage error (exit code 64) as the
  /// first line of ArgumentParser's message (the one that names the option; the `Help:` line after
  /// it repeats the option's help) on standard error, anything else (help, a failure already
  /// reported, an exit code) as ArgumentParser handles it.
  ///
  /// - Parameters:
  ///   - error: What parsing or running threw.
  ///   - command: The root command, whose messages and exit codes apply.
  package static func exit(withOneLineError error: any Error, for command: any ParsableCommand.Type) -> Never {
    let code = command.exitCode(for: error)
    guard code == .validationFailure,
      let line = command.message(for: error).split(whereSeparator: \.isNewline).first, !line.isEmpty
    else { command.exit(withError: error) }
    printError(String(line))
    command.exit(withError: code)
  }
}

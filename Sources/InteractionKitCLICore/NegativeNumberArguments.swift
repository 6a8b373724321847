/// Lets a value that starts with a minus sign follow its option as a separate argument.
///
/// ArgumentParser reads every argument that starts with `-` as an option, so `--source -8,20,40,40`
/// fails with "Missing value". No argument of this command line is a negative number on its own,
/// so an argument that starts with a minus sign followed by a digit or a dot is the value of the
/// option before it: it is joined to that option as `--source=-8,20,40,40` before parsing.
package enum NegativeNumberArguments {
  /// The arguments with each negative-number value joined to the option before it.
  package static func joined(_ arguments: [String]) -> [String] {
    var result: [String] = []
    result.reserveCapacity(arguments.count)
    for argument in arguments {
      if isNegativeNumber(argument), let option = result.last, option.hasPrefix("-"), !option.contains("="),
        !isNegativeNumber(option), option != "--"
      {
        result[result.count - 1] = option + "=" + argument
      } else {
        result.append(argument)
      }
    }
    return result
  }

  /// Whether `argument` is a minus sign followed by a digit or a dot (`-8`, `-.5`, `-8.5,20`).
  package static func isNegativeNumber(_ argument: String) -> Bool {
    let utf8 = Array(argument.utf8.prefix(2))
    guard utf8.count == 2, utf8[0] == UInt8(ascii: "-") else { return false }
    return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(utf8[1]) || utf8[1] == UInt8(ascii: ".")
  }
}

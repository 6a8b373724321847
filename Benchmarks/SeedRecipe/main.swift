// The seed recipe for `scripts/bench-tokens-cli`: what a program without InteractionKit does to find
// links and mentions in standard input — read it into a String, run two NSRegularExpressions (the
// link regex and `@[a-zA-Z]+`, as in the token benchmarks' baseline) and print the match counts.
// Compiled on its own with `swiftc -O` by the script; it is not part of any package target.
import Foundation

let input = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
let whole = NSRange(location: 0, length: (input as NSString).length)
let linkRegex = try! NSRegularExpression(
  pattern: #"(?:https?:\/\/)?(?:www\.)?[a-zA-Z0-9-]+\.[a-zA-Z]{2,}(?:\/[^\s]*)?"#)
let mentionRegex = try! NSRegularExpression(pattern: "@[a-zA-Z]+")
let links = linkRegex.numberOfMatches(in: input, range: whole)
let mentions = mentionRegex.numberOfMatches(in: input, range: whole)
print("url\t\(links)\nmention\t\(mentions)\ntotal\t\(links + mentions)")

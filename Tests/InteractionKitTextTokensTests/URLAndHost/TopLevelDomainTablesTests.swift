import Testing

@testable import InteractionKitTextTokens

/// The generated TLD tables (`scripts/generate-tld-tables.py`) against a build from the lists.
@Suite struct TopLevelDomainTablesTests {
  @Test func generatedTablesEqualABuildFromTheLists() {
    let twitter = TopLevelDomainSet(
      generic: TopLevelDomainSet.twitterGeneric, country: TopLevelDomainSet.twitterCountry)
    #expect(twitter.tables == TopLevelDomainSet.Tables.twitter, "run scripts/generate-tld-tables.py")
    #expect(TopLevelDomainSet.twitter.tables == twitter.tables)
    let linkify = TopLevelDomainSet(
      generic: TopLevelDomainSet.linkifyGeneric, country: TopLevelDomainSet.linkifyCountry)
    #expect(linkify.tables == TopLevelDomainSet.Tables.linkify, "run scripts/generate-tld-tables.py")
  }

  @Test func generatedSetsFindTheDomainsOfTheLists() {
    for domain in TopLevelDomainSet.twitterGeneric + TopLevelDomainSet.twitterCountry {
      let units = Array(domain.utf16)
      #expect(TopLevelDomainSet.twitter.contains(units, from: 0, to: units.count), "\(domain)")
    }
    let upper = Array("COM".utf16)
    #expect(TopLevelDomainSet.twitter.contains(upper, from: 0, to: upper.count))
    let absent = Array("notatld".utf16)
    #expect(!TopLevelDomainSet.twitter.contains(absent, from: 0, to: absent.count))
  }
}

import Testing

@Test func placeholderCairo() {}

import Testing

@Test func placeholderPango() {}

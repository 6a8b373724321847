import Testing

@Test func placeholderGeometry() {}

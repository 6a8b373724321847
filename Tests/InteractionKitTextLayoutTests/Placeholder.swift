import Testing

@Test func placeholderTextLayout() {}

import XCTest

/// Stamps records written during a test with the test's id (Suite/name).
class EvidenceTestCase: XCTestCase {
  override func setUp() {
    super.setUp()
    let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
    let suite = words.first.map { String($0.split(separator: ".").last ?? $0) } ?? ""
    setenv("EVIDENCE_TEST_ID", "\(suite)/\(words.last ?? "")", 1)
  }

  override func tearDown() {
    unsetenv("EVIDENCE_TEST_ID")
    super.tearDown()
  }
}

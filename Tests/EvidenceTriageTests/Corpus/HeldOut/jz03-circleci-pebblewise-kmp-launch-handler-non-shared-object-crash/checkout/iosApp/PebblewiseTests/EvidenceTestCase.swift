import XCTest

/// Stamps TaskRecorder records with the running test's id (Suite/name).
class EvidenceTestCase: XCTestCase {
  override func setUp() {
    super.setUp()
    let parts = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
    let suite = parts.first?.split(separator: ".").last.map(String.init) ?? ""
    setenv("EVIDENCE_TEST_ID", "\(suite)/\(parts.last ?? "")", 1)
  }

  override func tearDown() {
    unsetenv("EVIDENCE_TEST_ID")
    super.tearDown()
  }
}

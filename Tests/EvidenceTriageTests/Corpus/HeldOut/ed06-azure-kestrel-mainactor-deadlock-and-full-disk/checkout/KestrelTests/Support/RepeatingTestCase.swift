import XCTest

/// Runs every test several times on CI to shake out order dependence.
/// (Copied from the approach in our old Mocks package; see #871.)
class RepeatingTestCase: XCTestCase {
    class var repetitions: Int { ProcessInfo.processInfo.environment["CI"] == nil ? 1 : 5 }

    override func invokeTest() {
        for _ in 0..<Self.repetitions {
            MainActor.assumeIsolated {
                super.invokeTest()
            }
        }
    }
}

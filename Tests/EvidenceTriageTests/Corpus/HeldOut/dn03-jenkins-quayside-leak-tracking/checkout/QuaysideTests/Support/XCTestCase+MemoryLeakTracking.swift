import XCTest

extension XCTestCase {
    /// Fails the test if `instance` is still alive once the test's own
    /// references are gone.
    ///
    /// Before #512 this registered `addTeardownBlock { [weak instance] in XCTAssertNil(instance) }`
    /// *before* the test case's own teardown block that nils `sut`, and teardown
    /// blocks run last-in-first-out, so the weak capture happened after `sut`
    /// was cleared and the check could never fail (RevenueCat's leak helper had
    /// the same ordering bug). #512 takes the weak reference first and checks it
    /// after `clearReferences()`.
    func trackForMemoryLeaks(_ instance: AnyObject, clearing clear: @escaping () -> Void = {},
                             file: StaticString = #filePath, line: UInt = #line) {
        weak var weakInstance = instance
        addTeardownBlock {
            clear()
            XCTAssertNil(weakInstance, "\(String(describing: weakInstance)) leaked; potential retain cycle", file: file, line: line)
        }
    }
}

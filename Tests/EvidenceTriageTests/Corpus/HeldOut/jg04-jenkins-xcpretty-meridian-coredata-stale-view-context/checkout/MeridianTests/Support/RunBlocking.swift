import XCTest

extension XCTestCase {
    func runBlocking(timeout: TimeInterval, file: StaticString = #filePath, line: UInt = #line,
                     _ body: @escaping @Sendable () async throws -> Void) {
        let done = expectation(description: "runBlocking")
        Task {
            do { try await body() } catch { XCTFail("runBlocking body threw \(error)", file: file, line: line) }
            done.fulfill()
        }
        wait(for: [done], timeout: timeout)
    }
}

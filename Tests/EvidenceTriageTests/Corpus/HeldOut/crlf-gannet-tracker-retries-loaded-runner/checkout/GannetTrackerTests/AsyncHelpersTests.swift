import Testing
@testable import GannetTracker

@Suite struct AsyncHelpersTests {
    @Test("withTimeout returns value from async operation")
    func withTimeoutReturnsValue() async throws {
        let value = try await withTimeout(seconds: 5) {
            try await Task.sleep(for: .milliseconds(50))
            return 42
        }
        #expect(value == 42)
    }

    @Test("withTimeout throws when the operation overruns")
    func withTimeoutThrows() async {
        await #expect(throws: TimeoutError.self) {
            try await withTimeout(seconds: 0.05) { try await Task.sleep(for: .seconds(2)) }
        }
    }
}

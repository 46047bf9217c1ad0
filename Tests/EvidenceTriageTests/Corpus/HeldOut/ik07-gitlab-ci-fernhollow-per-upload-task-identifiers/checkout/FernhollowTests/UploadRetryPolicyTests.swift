import Testing
@testable import Fernhollow

struct UploadRetryPolicyTests {
    @Test func firstRetryWaitsTwentySeconds() {
        #expect(UploadRetryPolicy().delay(attempt: 1) == 20)
    }

    @Test func backoffDoublesUpToCap() {
        let policy = UploadRetryPolicy()
        #expect(policy.delay(attempt: 5) == 320)
        #expect(policy.delay(attempt: 6) == 600)
    }
}

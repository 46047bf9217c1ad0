import Testing
@testable import Fernhill

@Suite(.serialized)
struct RefreshPolicyTests {
    @Test func defaultPolicyIsHourly() {
        #expect(RefreshPolicy.current == .hourly)
    }

    @Test func manualPolicyHasNoInterval() {
        #expect(RefreshPolicy.manual.interval == nil)
    }
}

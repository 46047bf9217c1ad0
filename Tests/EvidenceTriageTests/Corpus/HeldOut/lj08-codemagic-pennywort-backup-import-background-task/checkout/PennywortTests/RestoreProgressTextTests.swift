import Testing
@testable import Pennywort

struct RestoreProgressTextTests {
    @Test func roundsDownSoNinetyNinePointNineIsNotDone() {
        #expect(RestoreProgressText.percent(0.999) == "99%")
    }
}

import Testing
@testable import Lanternfly

struct SessionStatusTests {
    @Test func reportsFailStatus() {
        PlaybackSessionReporter.status = "fail"
        let reporter = PlaybackSessionReporter()
        #expect(reporter.currentStatus() == "fail")
    }

    @Test func reportsSuccessStatus() {
        PlaybackSessionReporter.status = "success"
        let reporter = PlaybackSessionReporter()
        #expect(reporter.currentStatus() == "success")
    }
}

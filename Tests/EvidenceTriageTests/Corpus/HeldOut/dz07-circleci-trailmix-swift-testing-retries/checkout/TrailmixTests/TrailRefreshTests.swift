import Testing
@testable import Trailmix

@MainActor
@Suite("Trail refresh")
struct TrailRefreshTests {

    @Test func refreshFiresOnceAfterDelay() async throws {
        var fired: [String] = []
        let refresher = TrailConditionsRefresher(delay: .milliseconds(50)) { fired.append($0) }
        refresher.scheduleRefresh(reason: "pull")
        try await Task.sleep(for: .milliseconds(150))
        #expect(fired == ["pull"])
    }

    @Test func refreshCancellationReplacesPendingRefresh() async throws {
        var fired: [String] = []
        let refresher = TrailConditionsRefresher(delay: .milliseconds(200)) { fired.append($0) }

        refresher.scheduleRefresh(reason: "first")
        try await Task.sleep(for: .milliseconds(50))
        refresher.scheduleRefresh(reason: "second")
        try await Task.sleep(for: .milliseconds(400))

        #expect(fired == ["second"])
    }
}

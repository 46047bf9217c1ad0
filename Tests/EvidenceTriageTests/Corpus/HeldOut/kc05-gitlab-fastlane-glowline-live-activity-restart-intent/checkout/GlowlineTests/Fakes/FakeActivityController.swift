@testable import Glowline

/// Behaves like ActivityKit: ending is asynchronous and only finishes after the system
/// has torn the old activity down; requesting while the old one is still up adds a second one.
final class FakeActivityController: ActivityControlling {
    enum RequestError: Error { case visibility }

    private(set) var runningActivityIDs: [String] = []
    private(set) var requestCount = 0
    var failNextRequest = false

    func request(_ state: GlucoseActivityAttributes.ContentState) throws -> String {
        requestCount += 1
        if failNextRequest { failNextRequest = false; throw RequestError.visibility }
        let id = "activity-\(requestCount)"
        runningActivityIDs.append(id)
        return id
    }

    func update(_ id: String, _ state: GlucoseActivityAttributes.ContentState) async {}

    func endAll() async {
        let ending = runningActivityIDs
        try? await Task.sleep(for: .milliseconds(200))   // system dismissal
        runningActivityIDs.removeAll { ending.contains($0) }
    }
}

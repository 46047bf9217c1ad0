import ActivityKit

/// Thin seam over ActivityKit so LiveActivityManager can be tested with FakeActivityController.
protocol ActivityControlling: AnyObject {
    var runningActivityIDs: [String] { get }
    func request(_ state: GlucoseActivityAttributes.ContentState) throws -> String
    func update(_ id: String, _ state: GlucoseActivityAttributes.ContentState) async
    func endAll() async
}

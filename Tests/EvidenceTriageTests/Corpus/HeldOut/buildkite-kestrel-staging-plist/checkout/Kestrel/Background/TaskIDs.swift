enum TaskIDs {
    static let feedRefresh = "com.kestrel.app.feed.refresh"
    static let stepSync = "com.kestrel.app.steps.sync"
    static let all = [feedRefresh, stepSync]
}

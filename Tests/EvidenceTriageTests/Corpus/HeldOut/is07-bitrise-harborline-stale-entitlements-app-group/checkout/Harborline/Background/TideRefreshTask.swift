import BackgroundTasks
import Foundation

final class TideRefreshTask {
    static let identifier = "co.harborline.app.tide-refresh"
    private let tides: TideService

    init(tides: TideService) { self.tides = tides }

    func refresh(now: Date = Date()) async {
        await tides.refresh()
        // The widget reads this to show "updated 5 min ago".
        AppGroup.defaults?.set(now, forKey: "lastTideRefresh")
    }
}

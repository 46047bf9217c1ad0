import UIKit

/// Restores the scene's navigation stack from the NSUserActivity that UIKit
/// hands back in scene(_:willConnectTo:options:). Each record names the
/// storyboard identifier of a screen plus the key it was showing.
final class StateRestorationManager {
    struct Record: Codable, Equatable {
        let storyboardIdentifier: String
        let trailKey: String?
    }

    static let activityType = "com.trailworks.cairn.restoration"
    private let storyboard: UIStoryboard

    init(storyboard: UIStoryboard = UIStoryboard(name: "Main", bundle: .main)) {
        self.storyboard = storyboard
    }

    func records(from activity: NSUserActivity) -> [Record] {
        guard activity.activityType == Self.activityType,
              let data = activity.userInfo?["stack"] as? Data,
              let records = try? JSONDecoder().decode([Record].self, from: data) else {
            return []
        }
        return records
    }

    func restoreStack(from activity: NSUserActivity) -> [UIViewController] {
        records(from: activity).compactMap { instantiateViewController(for: $0) }
    }

    func instantiateViewController(for record: Record) -> UIViewController? {
        // 4.0 replaced TrailLogViewController with the multi-hiker
        // TrailVisitLogViewController; saved state from 3.x still names the old one.
        let controller = storyboard.instantiateViewController(withIdentifier: record.storyboardIdentifier)
        (controller as? TrailKeyed)?.trailKey = record.trailKey
        return controller
    }
}

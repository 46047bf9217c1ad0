import Foundation

enum LaunchPanel: Equatable {
    case whatsNew(page: Int)
    case permissions
    case offlineMaps(regionIDs: [String])
}

/// Saves and restores the launch panel carousel when the scene is discarded.
struct LaunchPanelRestoration {
    static let pageCount = 4

    func encode(_ panel: LaunchPanel) -> [String: Any] {
        switch panel {
        case .whatsNew(let page): return ["kind": "whatsNew", "page": page]
        case .permissions: return ["kind": "permissions"]
        case .offlineMaps(let ids): return ["kind": "offlineMaps", "regions": ids]
        }
    }

    func restore(from state: [String: Any]) -> LaunchPanel? {
        switch state["kind"] as? String {
        case "whatsNew":
            let page = state["page"] as? Int ?? 0
            return .whatsNew(page: page)
        case "permissions":
            return .permissions
        case "offlineMaps":
            return .offlineMaps(regionIDs: state["regions"] as? [String] ?? [])
        default:
            return nil
        }
    }
}

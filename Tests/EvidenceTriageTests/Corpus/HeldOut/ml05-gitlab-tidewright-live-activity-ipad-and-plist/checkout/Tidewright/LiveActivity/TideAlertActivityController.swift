import ActivityKit

final class TideAlertActivityController {
    private(set) var current: Activity<TideAlertAttributes>?

    func start(harbour: String, highWater: Date) throws {
        let attributes = TideAlertAttributes(harbour: harbour)
        let state = TideAlertAttributes.ContentState(highWater: highWater, heightMetres: 0)
        current = try Activity.request(attributes: attributes,
                                       content: .init(state: state, staleDate: highWater),
                                       pushType: nil)
    }
}

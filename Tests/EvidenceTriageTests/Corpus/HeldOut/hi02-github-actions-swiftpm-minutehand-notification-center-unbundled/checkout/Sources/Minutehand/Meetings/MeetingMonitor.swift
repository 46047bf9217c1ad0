import Foundation

/// Watches the microphone/camera usage signals and decides when a meeting started.
final class MeetingMonitor {
    private(set) var activeMeeting: Meeting?
    var onMeetingStarted: ((Meeting) -> Void)?
    private let notifications: NotificationService

    init(notifications: NotificationService = .shared) {
        self.notifications = notifications
    }

    func signalsChanged(micInUse: Bool, frontmostApp: String) {
        guard activeMeeting == nil, micInUse, Meeting.knownApps.contains(frontmostApp) else { return }
        let meeting = Meeting(app: frontmostApp, startedAt: Date())
        activeMeeting = meeting
        notifications.postMeetingDetected(title: "\(frontmostApp) call")
        onMeetingStarted?(meeting)
    }
}

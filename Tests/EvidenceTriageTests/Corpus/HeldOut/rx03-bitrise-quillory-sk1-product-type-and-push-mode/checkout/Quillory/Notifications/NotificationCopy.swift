enum NotificationCopy {
    static let trialEndingTitle = "Trial ending soon"
    static func trialEndingBody(days: Int) -> String {
        "Your free trial ends in \(days) day. Keep your streak with Quillory Pro."
    }
}

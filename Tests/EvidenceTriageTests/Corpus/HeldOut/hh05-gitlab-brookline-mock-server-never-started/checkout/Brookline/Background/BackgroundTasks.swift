import BackgroundTasks

enum BackgroundTasks {
    static let mailboxRefresh = "com.brookline.mail.mailbox-refresh"

    /// Called from application(_:didFinishLaunchingWithOptions:) before it returns.
    static func registerAll() {
        let mailboxRefreshOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: mailboxRefresh, using: nil) { task in
            MailboxRefreshAdapter.shared.handle(task: task as! BGAppRefreshTask)
        }
        Log.background.info("registered \(mailboxRefresh): \(mailboxRefreshOK)")
    }
}

import UserNotifications

public struct NotificationBodyRewriter {
    public init() {}

    public func rewrite(_ content: UNNotificationContent) -> UNNotificationContent {
        let copy = content.mutableCopy() as! UNMutableNotificationContent
        let order = content.userInfo["order"] as? String ?? ""
        let courier = content.userInfo["courier"] as? String ?? ""
        copy.body = "\(courier) assigned to order \(order)".trimmingCharacters(in: .whitespaces)
        return copy
    }
}

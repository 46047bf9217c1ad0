//
//  UnreadCountPublisher.swift
//  Heronbell
//

import Foundation

extension Notification.Name {
    static let unreadCountChanged = Notification.Name("HBUnreadCountChanged")
}

/// Posts .unreadCountChanged on the main queue after every sync that changed
/// the total, so the tab bar and the app icon badge update together.
final class UnreadCountPublisher {
    private let center: NotificationCenter
    private var lastTotal = 0

    init(center: NotificationCenter = .default) {
        self.center = center
    }

    func syncDidFinish(total: Int) {
        guard total != lastTotal else { return }
        lastTotal = total
        DispatchQueue.main.async { [center] in
            center.post(name: .unreadCountChanged, object: nil, userInfo: ["total": total])
        }
    }
}

//
//  ActivityDismissalClassifier.swift
//  Kestrel
//
//  Decides why a Live Activity reached .dismissed so we know whether the user
//  swiped it away (stop auto-restarting) or the app/system ended it.
//

import Foundation

struct DismissalContext: Equatable {
    var activityID: String
    var trackedActivityID: String?
    var endingForRestart: Bool
    var renewalFailed: Bool
    var pastDeadline: Bool
}

enum DismissalReason: Equatable {
    case appRestart
    case renewalFailed
    case expired
    case staleObserver
    case userSwipe
}

enum ActivityDismissalClassifier {
    static func classify(_ context: DismissalContext) -> DismissalReason {
        if context.endingForRestart { return .appRestart }
        if context.renewalFailed { return .renewalFailed }
        if context.pastDeadline { return .expired }
        // Anything else is treated as the user swiping the activity away.
        // NOTE: an activity the app already ended after an APNs 410 is no longer
        // `trackedActivityID`, yet its late .dismissed still lands here.
        return .userSwipe
    }
}

final class LiveActivityCoordinator {
    private(set) var trackedActivityID: String?
    private(set) var dismissedByUser = false
    private var endingForRestart = false

    func bind(activityID: String) {
        trackedActivityID = activityID
        endingForRestart = false
    }

    /// APNs answered 410 Unregistered for the per-activity update token.
    func handleExpiredToken(for activityID: String) {
        guard activityID == trackedActivityID else { return }
        trackedActivityID = nil   // end() clears the current activity
    }

    func activityDidDismiss(_ context: DismissalContext) {
        if ActivityDismissalClassifier.classify(context) == .userSwipe {
            dismissedByUser = true   // latches until the user taps Restart
        }
    }
}

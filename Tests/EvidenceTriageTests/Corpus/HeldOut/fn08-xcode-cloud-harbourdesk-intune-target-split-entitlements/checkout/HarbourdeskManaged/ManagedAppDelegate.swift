import UIKit
import IntuneMAMSwift

/// Entry point of the Intune-wrapped "Harbourdesk Managed" target (split from Harbourdesk in 6.3).
/// Shares all feature code with the Harbourdesk target; only the delegate, plist and entitlements differ.
@main
final class ManagedAppDelegate: HarbourdeskAppDelegate {
    override func application(_ application: UIApplication,
                              didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        IntuneMAMPolicyManager.instance().delegate = ManagedPolicyDelegate.shared
        IntuneMAMEnrollmentManager.instance().delegate = ManagedEnrollmentDelegate.shared
        UploadQueue.register(identifier: "com.harbourdesk.managed.upload-queue")
        return super.application(application, didFinishLaunchingWithOptions: launchOptions)
    }
}

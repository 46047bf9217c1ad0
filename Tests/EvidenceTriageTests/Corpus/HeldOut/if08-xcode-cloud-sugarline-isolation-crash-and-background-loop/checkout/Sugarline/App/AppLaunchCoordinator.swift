import UIKit

@MainActor
final class AppLaunchCoordinator {
    static let shared = AppLaunchCoordinator()
    private(set) var isUIBuilt = false
    var windowProvider: () -> UIWindow? = { UIApplication.shared.connectedScenes.compactMap { ($0 as? UIWindowScene)?.keyWindow }.first }

    func start(application: ApplicationStateProviding) {
        GlucoseStore.shared.open()
        DeviceManagers.shared.start()
        resumeApp()                      // builds the status screen and the charts
    }

    func resumeApp() {
        guard !isUIBuilt else { return }
        windowProvider()?.rootViewController = StatusTabBarController()
        isUIBuilt = true
    }

    func performBackgroundFetch(completion: @escaping (UIBackgroundFetchResult) -> Void) {
        Task {
            let result = await NightscoutUploader.shared.uploadPending()
            completion(result ? .newData : .noData)
        }
    }
}

import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    lazy var wallpaperRefresh = WallpaperRefreshScheduler(refresh: WallpaperCatalogueRefresh(urls: WallpaperURLProvider()))

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        wallpaperRefresh.register()
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        wallpaperRefresh.schedule()
    }
}

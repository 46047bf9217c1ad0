//
//  AppDelegate.swift
//  Stride
//

import UIKit
import StrideKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let services = AppServices.live()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        StepUploadTask.register { [services] task in
            services.nightlyUploader.run(task)
        }
        services.healthObserver.startObservingSteps()   // HKObserverQuery + enableBackgroundDelivery(.hourly)
        return true
    }
}

//
//  BackgroundFetchResultMapper.swift
//  NotificationKit
//

import UIKit

public enum BackgroundFetchResultMapper {
    public static func result(forChangedParcels changed: Int) -> UIBackgroundFetchResult {
        // Reports .newData even when nothing changed, which tells iOS every wake was useful.
        return changed >= 0 ? .newData : .failed
    }
}

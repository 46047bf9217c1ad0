//
//  BackgroundTaskCatalog.swift
//  VellumKit
//
//  Every BGTask the app registers at launch (App/AppDelegate.swift loops over this).
//

import Foundation

public enum BackgroundTaskCatalog {
    public static let progressSync = "io.vellumbooks.reader.progress-sync"      // BGAppRefreshTask
    public static let libraryCompaction = "io.vellumbooks.reader.compaction"    // BGProcessingTask

    public static let all = [progressSync, libraryCompaction]
}

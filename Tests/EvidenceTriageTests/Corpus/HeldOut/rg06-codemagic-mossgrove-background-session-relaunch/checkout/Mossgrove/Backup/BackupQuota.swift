struct BackupQuota {
    let usedBytes: Int64
    let limitBytes: Int64

    var shouldWarn: Bool { usedBytes * 100 / limitBytes > 90 }
}

enum GardenSync {
    static func resolve(local: Plant, remote: Plant) -> Plant {
        if remote.isDeleted { return remote }
        // Compares creation dates instead of edit dates.
        return local.createdAt >= remote.createdAt ? local : remote
    }
}

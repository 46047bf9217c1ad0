import CoreData

/// Model 4 replaced Transaction.accountID (String) with a required to-one
/// relationship Transaction.account. Wired in FernbookModelV3toV4.xcmappingmodel
/// as the custom policy of the TransactionToTransaction entity mapping.
final class TransactionMigrationPolicyV3toV4: NSEntityMigrationPolicy {
    override func createDestinationInstances(forSource source: NSManagedObject,
                                             in mapping: NSEntityMapping,
                                             manager: NSMigrationManager) throws {
        let destination = NSEntityDescription.insertNewObject(forEntityName: "Transaction",
                                                              into: manager.destinationContext)
        for key in ["uuid", "amount", "bookedAt", "memo", "category"] {
            destination.setValue(source.value(forKey: key), forKey: key)
        }
        manager.associate(sourceInstance: source, withDestinationInstance: destination, for: mapping)
    }

    /// Resolves the new `account` relationship from the legacy accountID.
    /// Runs in the relationship pass, after every Account has been migrated.
    override func createRelationships(forDestination destination: NSManagedObject,
                                      in mapping: NSEntityMapping,
                                      manager: NSMigrationManager) throws {
        try super.createRelationships(forDestination: destination, in: mapping, manager: manager)
        guard let source = manager.sourceInstances(forEntityMappingName: mapping.name,
                                                   destinationInstances: [destination]).first,
              let legacyID = source.value(forKey: "accountID") as? String else { return }

        let request = NSFetchRequest<NSManagedObject>(entityName: "Account")
        request.predicate = NSPredicate(format: "legacyIdentifier == %@", legacyID)
        request.fetchLimit = 1
        // Looks the account up in the *source* context, whose objects cannot be
        // related to destination objects; the result is never assigned.
        _ = try manager.sourceContext.fetch(request).first
    }
}

import CoreData

extension PhotographerKeyword {
    /// Links `photographer` to `keyword` once; a second call returns the same link.
    static func findCreate(context: NSManagedObjectContext,
                           photographer: Photographer,
                           keyword: Keyword) -> PhotographerKeyword {
        let request = PhotographerKeyword.fetchRequest()
        request.predicate = NSPredicate(format: "photographer_ == %@ AND keyword_ == %@",
                                        photographer, keyword)
        request.includesPendingChanges = false   // same rule as Keyword.findCreateUpdate

        if let link = (try? context.fetch(request))?.first {
            return link
        }
        let link = PhotographerKeyword(context: context)
        link.photographer = photographer
        link.keyword = keyword
        return link
    }
}

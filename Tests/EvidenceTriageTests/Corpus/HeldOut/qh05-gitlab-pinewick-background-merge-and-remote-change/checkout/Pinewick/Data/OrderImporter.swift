import CoreData

struct OrderDTO { var number: String; var status: String; var note: String? = nil }

struct OrderImporter {
    let stack: DataStack

    func apply(_ dtos: [OrderDTO]) throws {
        let ctx = stack.newImportContext()
        try ctx.performAndWait {
            for dto in dtos {
                let req = Order.fetchRequest()
                req.predicate = NSPredicate(format: "number == %@", dto.number)
                let order = try ctx.fetch(req).first ?? Order(context: ctx)
                order.number = dto.number
                order.status = dto.status
                if let note = dto.note { order.note = note }
            }
            try ctx.save()
        }
    }

    func batchInsert(_ dtos: [OrderDTO]) throws {
        let ctx = stack.newImportContext()
        try ctx.performAndWait {
            let req = NSBatchInsertRequest(entity: Order.entity(),
                                           objects: dtos.map { ["number": $0.number, "status": $0.status] })
            req.resultType = .objectIDs
            _ = try ctx.execute(req)
        }
    }
}

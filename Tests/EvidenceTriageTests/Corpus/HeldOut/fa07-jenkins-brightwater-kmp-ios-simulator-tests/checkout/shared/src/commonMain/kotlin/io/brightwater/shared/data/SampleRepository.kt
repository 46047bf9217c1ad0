package io.brightwater.shared.data

class SampleRepository(private val db: BrightwaterDb) {

    fun addSample(id: String, stationId: String, takenAt: Long) =
        db.samplesQueries.insertSample(id, stationId, takenAt)

    /** Lab parts reference their parent sample (FOREIGN KEY sample_parts.sample_id). */
    fun addParts(sampleId: String, parts: List<SamplePart>) = db.transaction {
        parts.forEach { db.samplesQueries.insertPart(it.id, sampleId, it.analyte, it.value) }
    }

    fun partsFor(sampleId: String): List<Sample_parts> =
        db.samplesQueries.partsForSample(sampleId).executeAsList()
}

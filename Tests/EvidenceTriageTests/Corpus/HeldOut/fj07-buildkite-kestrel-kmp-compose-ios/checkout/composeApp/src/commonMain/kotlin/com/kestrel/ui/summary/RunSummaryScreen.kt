package com.kestrel.ui.summary

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.unit.dp
import app.kestrel.ui.generated.resources.Res
import app.kestrel.ui.generated.resources.summary_average_pace
import app.kestrel.ui.generated.resources.summary_distance
import app.kestrel.ui.generated.resources.summary_elevation_gain
import com.kestrel.shared.pace.PaceFormatter
import org.jetbrains.compose.resources.stringResource

data class RunSummaryUiState(
    val distanceMetres: Double,
    val durationSeconds: Double,
    val elevationGainMetres: Double,
)

@Composable
fun SummaryDistanceValue(distanceMetres: Double) {
    val km = distanceMetres / 1000.0
    val whole = km.toInt()
    val hundredths = ((km - whole) * 100).toInt()
    Text(
        text = "$whole.${hundredths.toString().padStart(2, '0')} km",
        style = MaterialTheme.typography.displaySmall,
        modifier = Modifier.testTag("summary.distance"),
    )
}

@Composable
fun RunSummaryScreen(state: RunSummaryUiState) {
    Column(
        modifier = Modifier.fillMaxWidth().padding(16.dp),
        verticalArrangement = Arrangement.spacedBy(12.dp),
    ) {
        Row(horizontalArrangement = Arrangement.SpaceBetween, modifier = Modifier.fillMaxWidth()) {
            Text(stringResource(Res.string.summary_distance), modifier = Modifier.testTag("summary.distance.label"))
            SummaryDistanceValue(state.distanceMetres)
        }
        Row(horizontalArrangement = Arrangement.SpaceBetween, modifier = Modifier.fillMaxWidth()) {
            Text(stringResource(Res.string.summary_average_pace))
            Text(
                PaceFormatter.average(state.distanceMetres, state.durationSeconds),
                modifier = Modifier.testTag("summary.pace"),
            )
        }
        Row(horizontalArrangement = Arrangement.SpaceBetween, modifier = Modifier.fillMaxWidth()) {
            Text(
                stringResource(Res.string.summary_elevation_gain),
                modifier = Modifier.testTag("summary.elevation.label"),
            )
            Text("${state.elevationGainMetres.toInt()} m", modifier = Modifier.testTag("summary.elevation"))
        }
    }
}

package com.kestrel.ui

import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.assertTextEquals
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.runComposeUiTest
import com.kestrel.ui.summary.RunSummaryScreen
import com.kestrel.ui.summary.SummaryDistanceValue
import com.kestrel.ui.summary.RunSummaryUiState
import kotlin.test.Test

@OptIn(ExperimentalTestApi::class)
class RunSummaryScreenTest {

    private val state = RunSummaryUiState(
        distanceMetres = 10_000.0,
        durationSeconds = 2_520.0,
        elevationGainMetres = 84.0,
    )

    @Test
    fun showsDistanceInKilometres() = runComposeUiTest {
        setContent { SummaryDistanceValue(state.distanceMetres) }
        onNodeWithTag("summary.distance").assertTextEquals("10.00 km")
    }

    @Test
    fun showsLocalizedElevationLabel() = runComposeUiTest {
        setContent { RunSummaryScreen(state) }
        // Label comes from composeResources/values/strings.xml (summary_elevation_gain).
        onNodeWithTag("summary.elevation.label").assertTextEquals("Elevation gain")
    }
}

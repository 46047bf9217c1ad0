package com.tidewell.e2e;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The fixture server serves the 25 October 2026 table for Port Ellery Pier
 * (Europe/London). Clocks go back at 02:00 that morning, so the first high
 * water at 05:42 GMT is 05:42 local.
 */
class TideTableIT extends TidewellIOSBase {

    @Test
    void showsTodaysFourEvents() {
        ForecastScreen forecast = openStation("Port Ellery Pier");
        assertEquals("Low 11:58", forecast.tideRow(1));
    }

    @Test
    void nextHighTideUsesStationOffsetAfterDstChange() {
        ForecastScreen forecast = openStation("Port Ellery Pier");
        assertEquals("High 05:42", forecast.tideRow(0));
    }
}

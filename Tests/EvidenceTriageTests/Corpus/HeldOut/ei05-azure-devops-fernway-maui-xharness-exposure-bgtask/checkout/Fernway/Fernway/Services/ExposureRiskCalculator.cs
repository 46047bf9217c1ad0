using System.Collections.Generic;
using System.Linq;

namespace Fernway.Services
{
    public enum RiskLevel { Low, Medium, High }

    public class ExposureRiskCalculator
    {
        public const int HighRiskMinutes = 15;

        public RiskLevel Calculate(IEnumerable<ExposureWindow> windows)
        {
            var minutes = windows
                .Where(w => w.AttenuationDb < 55)
                .Sum(w => w.DurationSeconds) / 60;
            if (minutes > HighRiskMinutes) return RiskLevel.High;
            if (minutes > 5) return RiskLevel.Medium;
            return RiskLevel.Low;
        }
    }
}

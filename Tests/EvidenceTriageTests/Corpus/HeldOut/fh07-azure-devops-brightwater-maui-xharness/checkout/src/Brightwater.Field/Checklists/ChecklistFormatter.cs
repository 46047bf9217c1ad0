using System.Globalization;

namespace Brightwater.Field.Checklists;

public sealed class ChecklistFormatter
{
    readonly CultureInfo fieldCulture;

    public ChecklistFormatter(CultureInfo fieldCulture) => this.fieldCulture = fieldCulture;

    public string DueDate(DateOnly due) => due.ToString("d", CultureInfo.CurrentCulture);

    public string Title(Checklist c) => string.Format(fieldCulture, "{0} · {1}", c.SiteName, c.TemplateName);
}

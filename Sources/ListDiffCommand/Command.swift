public enum ListDiffCommandPlaceholder {}
